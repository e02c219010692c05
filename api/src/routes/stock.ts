/** GET /stock/quote: the AZI quote through the server-side gateway; available=false when there is none. */
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { stockQuoteSchema } from '@azi/shared/api/schemas/forms';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { Services } from '../services';

export async function stockRoutes(api: FastifyInstance, { stock }: Services): Promise<void> {
  api.get(
    '/stock/quote',
    { schema: { response: { 200: envelopeSchema(stockQuoteSchema), '5xx': errorBodySchema } } },
    async (_request, reply) => {
      const quote = await stock.get();
      reply.header('cache-control', quote.available ? 'public, max-age=30' : 'no-store');
      return ok(quote);
    },
  );
}
