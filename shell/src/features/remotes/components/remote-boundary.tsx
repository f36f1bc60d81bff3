import { Component, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/** Keeps a failing remote (unreachable, or crashing while rendering) inside its own area. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
