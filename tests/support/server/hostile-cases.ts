/** Hostile and malformed requests to POST /api/contact, with the answers that count as clear. */
const json = { 'Content-Type': 'application/json' }
const valid = {
  nombre: 'Ana',
  negocio: 'Tienda',
  telefono: '+503 7000 0000',
  correo: 'ana@example.test',
  necesidades: 'Una web',
}

export const hostileCases: { name: string; headers: Record<string, string>; body?: string; expect: number[] }[] = [
  { name: 'malformed JSON', headers: json, body: '{"nombre": "Ana",', expect: [400] },
  { name: 'empty body', headers: json, body: '', expect: [400] },
  { name: 'JSON array', headers: json, body: '[1,2,3]', expect: [415] },
  { name: 'JSON string', headers: json, body: '"hola"', expect: [415] },
  {
    name: 'form-encoded',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'nombre=Ana',
    expect: [415],
  },
  { name: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: 'hola', expect: [415] },
  { name: 'no content type', headers: {}, body: 'x', expect: [415] },
  {
    name: 'body of 1 MB',
    headers: json,
    body: JSON.stringify({ ...valid, necesidades: 'x'.repeat(1 << 20) }),
    expect: [413],
  },
  {
    name: 'field over its cap',
    headers: json,
    body: JSON.stringify({ ...valid, nombre: 'x'.repeat(121) }),
    expect: [400],
  },
  { name: 'missing required fields', headers: json, body: '{}', expect: [400] },
  {
    name: 'wrong types (object, number)',
    headers: json,
    body: JSON.stringify({ ...valid, nombre: { $ne: 1 }, telefono: 5 }),
    expect: [400],
  },
  {
    name: 'unknown service',
    headers: json,
    body: JSON.stringify({ ...valid, servicio: "'; DROP TABLE leads; --" }),
    expect: [400],
  },
  { name: 'wrong tool_id', headers: json, body: JSON.stringify({ ...valid, tool_id: 'other' }), expect: [400] },
  {
    name: 'prototype pollution keys (refused by the JSON parser)',
    headers: json,
    body: `{"__proto__":{"admin":true},"constructor":{"x":1},${JSON.stringify(valid).slice(1)}`,
    expect: [400],
  },
  {
    name: 'NUL and control characters (stripped, stored)',
    headers: json,
    body: JSON.stringify({ ...valid, nombre: 'A\u0000n\u0007a' }),
    expect: [201],
  },
  {
    name: 'bad idempotency key',
    headers: { ...json, 'Idempotency-Key': 'x' },
    body: JSON.stringify(valid),
    expect: [400],
  },
  { name: 'deeply nested JSON', headers: json, body: `${'['.repeat(5000)}${']'.repeat(5000)}`, expect: [400, 415] },
  {
    name: 'honeypot filled (not stored, looks accepted)',
    headers: json,
    body: JSON.stringify({ ...valid, fax: 'spam' }),
    expect: [201],
  },
]
