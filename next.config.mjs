import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds of this tree live side by side (for example a second e2e stack); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Product images come from the backend through the storefront's own /media route (app/media), so the browser
  // never talks to the backend and the image optimizer reads same-origin paths.
  images: {
    formats: ['image/webp'],
    deviceSizes: [375, 640, 828, 1080, 1440, 1920],
    imageSizes: [32, 64, 96, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    localPatterns: [{ pathname: '/media/**' }],
  },
  experimental: {
    optimizePackageImports: ['zod'],
  },
};

export default withNextIntl(nextConfig);
