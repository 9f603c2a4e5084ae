export function App() {
  return (
    <main>
      <h1>Cellar</h1>
      <p>Administration</p>
    </main>
  );
}
