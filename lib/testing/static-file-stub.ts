/** Jest stand-in for a static file import: Next's bundler gives `{ src, width, height }` with a hashed URL. */
const staticFile = { src: '/_next/static/media/stub.svg', width: 24, height: 24 };
export default staticFile;
