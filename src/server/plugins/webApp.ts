import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MODEST = 'public, max-age=3600';

/** Hashed bundles never change under one name; index.html must be re-checked so a deploy is picked up. */
export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/').replace(/^\/+/, '');
  if (normalised.startsWith('assets/')) return IMMUTABLE;
  if (normalised === 'index.html' || normalised.endsWith('.html')) return 'no-cache';
  return MODEST;
}

/**
 * The built web app (webDir) and uploaded files (dataDir/uploads), on the API's own port.
 * Paths that match no file fall through to the not-found handler, which serves index.html for pages.
 */
export default fp<{ webDir: string; uploadsDir: string }>(
  async (app, { webDir, uploadsDir }) => {
    const webBuilt = existsSync(webDir);
    if (webBuilt) {
      // Registered first so reply.sendFile (used for the client-route fallback) carries these cache headers.
      await app.register(fastifyStatic, {
        root: webDir,
        prefix: '/',
        cacheControl: false,
        index: ['index.html'],
        // The build writes .br and .gz beside each text file; they are sent to browsers that accept them.
        preCompressed: true,
        setHeaders: (reply: FastifyReply, filePath: string) => void reply.header('cache-control', cacheControlFor(path.relative(webDir, filePath))),
      });
    } else {
      app.log.warn({ webDir }, 'web app not built: serving the API only (run `npm run build`)');
    }
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: !webBuilt,
      cacheControl: false,
      index: false,
      setHeaders: (reply: FastifyReply) => {
        reply.header('cache-control', MODEST);
        // User-supplied files must never be sniffed into HTML or script.
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'web-app' },
);
