// CSS Modules under jest: each class name maps to itself, so tests can see which classes apply.
module.exports = new Proxy(
  {},
  { get: (_target, key) => (key === '__esModule' ? false : key === 'default' ? module.exports : String(key)) },
);
