import { describe, expect, it } from 'vitest';
import { type CallEvent, memoryCallBus } from './call-bus';

const relay = (text: string): CallEvent => ({
  k: 'relay',
  a: 'a-1',
  to: 'patient',
  body: { type: 'chat', id: text, from: 'doctor', text, at: '2026-12-01T10:00:00.000Z' },
});

describe('the in-memory call relay (one process)', () => {
  it('delivers events in the order they were published, to every listener', async () => {
    const bus = memoryCallBus();
    const heard: string[] = [];
    bus.subscribe(
      (e) => heard.push(`one:${e.k === 'relay' && e.body.type === 'chat' ? e.body.text : ''}`),
      () => true,
    );
    bus.subscribe(
      (e) => heard.push(`two:${e.k === 'relay' && e.body.type === 'chat' ? e.body.text : ''}`),
      () => true,
    );
    await Promise.all([bus.publish(relay('offer')), bus.publish(relay('candidate'))]);
    expect(heard).toEqual(['one:offer', 'two:offer', 'one:candidate', 'two:candidate']);
  });

  it("a listener's failure fails that publish only, never the ones after it", async () => {
    const bus = memoryCallBus();
    const heard: string[] = [];
    bus.subscribe(
      (e) => {
        if (e.k === 'relay' && e.body.type === 'chat' && e.body.text === 'bad')
          throw new Error('x');
        heard.push(e.k);
      },
      () => true,
    );
    await expect(bus.publish(relay('bad'))).rejects.toThrow('x');
    await bus.publish({ k: 'ended', a: 'a-1', by: 'server' });
    expect(heard).toEqual(['ended']);
  });
});
