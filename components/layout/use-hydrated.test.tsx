import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  return <button disabled={!hydrated}>{hydrated ? 'ready' : 'waiting'}</button>;
}

describe('useHydrated', () => {
  test('controls are disabled in the server HTML, so a tap before hydration is never lost', () => {
    expect(renderToString(<Probe />)).toBe('<button disabled="">waiting</button>');
  });
});
