// A bare Fastify route answering a small JSON body: the baseline of the API benchmarks.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { id: 1, name: '张三', userType: 'customer' } }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
