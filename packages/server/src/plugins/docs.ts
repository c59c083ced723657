import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { API_SECURITY_SCHEMES, contractTransform } from './apiContract.ts';
import { expandAmbiguousEnumPaths, type Paths } from './openApiPaths.ts';

const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/** The OpenAPI document, generated from the routes' own schemas, and its page at /mta-api/docs. */
export async function registerDocs(
  app: FastifyInstance,
  /** Who may read them (plugins/operatorAccess.ts): in production, operators only. */
  operatorsOnly: onRequestAsyncHookHandler,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Policy-change portal API',
        version: '1.0.0',
        description:
          'The self-service portal API: sessions, requests, quotes, decisions and card payments; the ' +
          "customer's web chat (/chat-api) and the operations console (/ops-api). Each chat side also " +
          'has a WebSocket (/chat-api/ws, /ops-api/chat/ws), not listed here: its frames are the ' +
          "domain's chat frame schemas.",
        license: { name: 'Proprietary', url: 'https://example.com/licence' },
      },
      servers: [{ url: '/', description: 'This server (each brand on its own host)' }],
      components: { securitySchemes: API_SECURITY_SCHEMES },
    },
    transform: contractTransform,
    transformObject: (documents) => {
      const document = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
      return { ...document, paths: expandAmbiguousEnumPaths((document.paths ?? {}) as Paths) };
    },
  });
  // The docs page keeps our policy, bar inline styles which Swagger UI's widgets need.
  await app.register(swaggerUi, {
    routePrefix: '/mta-api/docs',
    staticCSP: DOCS_CSP,
    uiHooks: { onRequest: operatorsOnly },
  });
}
