/** Whether this process is stopping (server/lifecycle.ts): its answers then close their connections. */
let stopping = false;

export function isClosing(): boolean {
  return stopping;
}

export function markClosing(): void {
  stopping = true;
}
