export function App() {
  return (
    <main>
      <h1>Cellar</h1>
      <p>Boutique</p>
    </main>
  );
}
