import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** OpenAPI built from the route schemas, browsable at /api/docs with swagger-ui's own bundled assets. */
export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Ken Resort API',
          version: '1.0.0',
          description: 'The API the Ken Resort web app calls. Paths keep the shipped clients’ spellings.',
        },
        servers: [{ url: publicUrl }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // swagger-ui needs inline styles; everything still comes from this origin only.
      staticCSP: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    });
  },
  { name: 'docs' },
);
