/** CSS modules in unit tests: each class name maps to itself (Next's bundler gives hashed names at build time). */
const classNames: Record<string, string> = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? key : '') });

export default classNames;
