import type { FastifyRequest } from 'fastify';

/** The visitor's address as Fastify resolved it (honouring the server's trustProxy setting). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}
