import path from 'node:path';
import { appTargets } from '../../scripts/fuzz/app-targets';
import { methodPolicy, ROUTE_HANDLERS } from './allowed-methods';

describe('methods each path serves', () => {
  test('the route handler table lists exactly the route handlers of app/ and the methods they export', () => {
    const { routeHandlers } = appTargets(path.resolve(__dirname, '..', '..'), 'no-build', { actions: false });
    const fromApp = Object.fromEntries(routeHandlers.map((handler) => [handler.template, [...handler.methods].sort()]));
    const fromTable = Object.fromEntries(Object.entries(ROUTE_HANDLERS).map(([template, methods]) => [template, [...methods].sort()]));
    expect(fromTable).toEqual(fromApp);
  });

  test('a route handler allows what it exports, HEAD with GET, and OPTIONS', () => {
    expect(methodPolicy('/api/cart')).toEqual({ pathClass: 'route-handler', allow: ['GET', 'HEAD', 'OPTIONS', 'DELETE'] });
    expect(methodPolicy('/api/cart/lines/12')).toEqual({ pathClass: 'route-handler', allow: ['OPTIONS', 'PATCH', 'DELETE'] });
    expect(methodPolicy('/api/revalidate/')).toEqual({ pathClass: 'route-handler', allow: ['OPTIONS', 'POST'] });
    expect(methodPolicy('/media/a/b/c.png').pathClass).toBe('route-handler');
    expect(methodPolicy('/back-to-cart/abc').allow).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });

  test('a path that is no route handler is a page or a static file of Next.js', () => {
    expect(methodPolicy('/_next/static/chunks/a.js')).toEqual({ pathClass: 'static', allow: ['GET', 'HEAD', 'OPTIONS'] });
    expect(methodPolicy('/bench/blank')).toEqual({ pathClass: 'static', allow: ['GET', 'HEAD', 'OPTIONS'] });
    expect(methodPolicy('/api/cart/lines/1/2').pathClass).toBe('page');
    expect(methodPolicy('/media').pathClass).toBe('page');
    expect(methodPolicy('/contact')).toEqual({ pathClass: 'page', allow: ['GET', 'HEAD', 'OPTIONS'] });
    expect(methodPolicy('/').pathClass).toBe('page');
  });
});
