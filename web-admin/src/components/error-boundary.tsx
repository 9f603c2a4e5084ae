import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';
import { useT } from '../lib/i18n/i18n.ts';
import { useLocalePath } from '../lib/i18n/lang.ts';

interface Props {
  children: ReactNode;
  /** Changing it (the path) clears a shown error. */
  resetKey?: string;
}
interface State {
  error: unknown;
  resetKey: string | undefined;
}

/** Last-resort screen when the error screen itself fails (spec 1 §8). */
function ErrorScreenFailed({ error }: { error: unknown }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <div role="alert" style={{ padding: 32 }}>
      <h1>{t('error.screenFailed')}</h1>
      <pre>{error instanceof Error ? error.message : String(error)}</pre>
      <a href={to('/')}>{t('error.home')}</a>
    </div>
  );
}

class Boundary extends Component<Props & { fallback: (error: unknown) => ReactNode }, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}

/** A screen that throws shows 'An error occurred' (and a plain page if that fails too). */
export function ErrorBoundary({ children, resetKey }: Props) {
  return (
    <Boundary
      resetKey={resetKey}
      fallback={(error) => (
        <Boundary fallback={() => <ErrorScreenFailed error={error} />}>{<ErrorScreen status={500} />}</Boundary>
      )}
    >
      {children}
    </Boundary>
  );
}
