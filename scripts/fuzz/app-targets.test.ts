import path from 'node:path';
import { appTargets, exportedMethods, publicTemplate } from './app-targets';

const ROOT = path.resolve(__dirname, '..', '..');

describe('targets of the sweep, read from the app', () => {
  test('public paths drop the internal locale segment and route groups', () => {
    expect(publicTemplate('/x/app', '/x/app/[locale]/back-to-cart/[token]/route.ts')).toBe('/back-to-cart/[token]');
    expect(publicTemplate('/x/app', '/x/app/api/cart/lines/[lineId]/route.ts')).toBe('/api/cart/lines/[lineId]');
    expect(publicTemplate('/x/app', '/x/app/(shop)/[locale]/page.tsx')).toBe('/');
  });

  test('the exported methods of a route handler are found whether functions or constants', () => {
    expect(exportedMethods('export async function GET() {}\nexport function DELETE() {}\nexport const dynamic = 1;')).toEqual(['GET', 'DELETE']);
    expect(exportedMethods('export const GET = listGetHandler(a, b, c);')).toEqual(['GET']);
    expect(exportedMethods('function POST() {}')).toEqual([]);
  });

  test('every route handler of the app is a target with its methods', () => {
    const { routeHandlers, pages } = appTargets(ROOT, path.join(ROOT, '.next-missing'), { actions: false });
    expect(routeHandlers).toEqual(expect.arrayContaining([{ template: '/api/cart/lines/[lineId]', methods: ['PATCH', 'DELETE'] }, { template: '/media/[...path]', methods: ['GET'] }]));
    expect(routeHandlers.every((handler) => handler.methods.length > 0)).toBe(true);
    expect(pages).toEqual(expect.arrayContaining(['/', '/contact', '/showrooms', '/cart']));
  });
});
