import http from 'node:http';
import { EventEmitter } from 'node:events';
import net from 'node:net';
import { drainOnSignals, SHUTDOWN_GRACE_MS, Shutdown } from './shutdown';

function fakeResponse(): http.ServerResponse {
  return new http.ServerResponse(new http.IncomingMessage(new net.Socket()));
}

describe('the graceful stop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the bound is 10 s: the process exits then with the signal’s code, naming what was still in flight', () => {
    const exit = jest.fn();
    const warn = jest.fn();
    const shutdown = new Shutdown(exit, warn);
    shutdown.track(fakeResponse());
    expect(shutdown.draining()).toBe(false);
    shutdown.begin('SIGTERM');
    expect(shutdown.draining()).toBe(true);
    jest.advanceTimersByTime(SHUTDOWN_GRACE_MS - 1);
    expect(exit).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(143);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 request(s) still in flight'));
    expect(SHUTDOWN_GRACE_MS).toBe(10_000);
  });

  test('a second signal changes nothing; SIGINT exits with 130', () => {
    const exit = jest.fn();
    const shutdown = new Shutdown(exit, () => undefined);
    shutdown.begin('SIGINT');
    shutdown.begin('SIGTERM');
    jest.advanceTimersByTime(SHUTDOWN_GRACE_MS);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(130);
  });

  test('answers not yet started, and every answer after the signal, close their connection', () => {
    const shutdown = new Shutdown(jest.fn(), () => undefined);
    const before = fakeResponse();
    const untracked = fakeResponse();
    shutdown.track(before);
    shutdown.begin('SIGTERM');
    const after = fakeResponse();
    shutdown.track(after);
    expect(before.getHeader('connection')).toBe('close');
    expect(after.getHeader('connection')).toBe('close');
    expect(untracked.getHeader('connection')).toBeUndefined();
  });

  test('an answer whose connection is done is no longer in flight', () => {
    const shutdown = new Shutdown(jest.fn(), () => undefined);
    const response = fakeResponse();
    shutdown.track(response);
    expect(shutdown.requestsInFlight()).toBe(1);
    response.emit('close');
    expect(shutdown.requestsInFlight()).toBe(0);
  });

  test('SIGTERM and SIGINT start draining', () => {
    const signals = new EventEmitter();
    const shutdown = new Shutdown(jest.fn(), () => undefined);
    drainOnSignals(shutdown, signals as unknown as Pick<NodeJS.Process, 'on'>);
    signals.emit('SIGTERM');
    expect(shutdown.draining()).toBe(true);
  });
});
