import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import { ReplayEarlyInput } from '../replay-early-input';
import { ErrorPage } from '../routes/error-page';

class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Around the page of the moment: a spinner while its chunk loads, and the error page when it throws or
 * its chunk cannot be fetched (typically after a release replaced the files), which a reload fixes.
 * Keyed by path, so moving to another page leaves the error behind. Input made on a server-drawn page
 * before the app took it over is given again from inside, once the page is hydrated.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<ErrorPage />}>
      <Suspense fallback={<Spinner />}>
        {children}
        <ReplayEarlyInput />
      </Suspense>
    </ErrorBoundary>
  );
}

/** For a failure in the shell itself, where there is no layout to provide the main landmark. */
export function RootBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <main id="main">
          <ErrorPage />
        </main>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
