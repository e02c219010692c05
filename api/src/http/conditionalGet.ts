/**
 * Conditional GETs (RFC 9110 13.1.2): an answer built in memory (a page, a feed, a picture drawn as
 * SVG) carries an ETag made from its bytes, and a client that already holds those bytes gets 304
 * with no body. The validator is weak: the same one covers the identity, gzip and br forms of one
 * body (the compression is applied after it), which are equivalent but not byte-for-byte the same.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak entity tag from a body's SHA-256 (128 bits are plenty to tell two versions apart). */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** The tag without its weak prefix: If-None-Match compares weakly (RFC 9110 8.8.3.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names `etag` (or is `*`): the client's copy is current. */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const listed = (Array.isArray(header) ? header.join(',') : header).split(',').map((tag) => tag.trim());
  return listed.some((tag) => tag === '*' || (tag !== '' && opaque(tag) === opaque(etag)));
}

/**
 * Sets the ETag and answers 304 when the request's If-None-Match holds it (GET and HEAD only);
 * true when it did. The caller sets Cache-Control and Vary first: a 304 must carry them as the
 * full answer would, and nothing of the body's own (its type, length or encoding).
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return false;
  reply.code(304).removeHeader('content-type');
  return true;
}
