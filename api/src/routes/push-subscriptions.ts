import type { FastifyPluginAsync } from 'fastify';
import { route } from '../contract/route';
import type { DatabaseHandle } from '../db/database';
import { httpError } from '../http/errors';
import { addDevice, devicesOf, removeDevice, type PushDevice } from '../push/push-data';
import { pushPublicKey } from '../push/push-sender';

function deviceFields(device: PushDevice) {
  return {
    id: device.id,
    device: device.device,
    endpoint: device.endpoint,
    created_at: device.createdAt.toISOString(),
  };
}

/** A browser and system a jumper recognises ('Chrome on Android'), from the device's User-Agent. */
function deviceName(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone|iPad/.test(agent)
    ? 'iOS'
    : /Android/.test(agent)
      ? 'Android'
      : /Mac OS X/.test(agent)
        ? 'macOS'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Linux/.test(agent)
            ? 'Linux'
            : undefined;
  return system ? `${browser} on ${system}` : browser;
}

/** The devices a jumper gets notifications on (push/push-sender.ts); a push service is reached at `https` only. */
export const pushSubscriptionRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (
  server,
  { database },
) => {
  const { db } = database;

  route(server, 'listPushSubscriptions', async (_request, _reply, session) => {
    const devices = await devicesOf(db, session.userId);
    return { data: { public_key: pushPublicKey(db) ?? null, devices: devices.map(deviceFields) } };
  });

  route(server, 'addPushSubscription', async (request, reply, session) => {
    if (!pushPublicKey(db)) {
      throw httpError(409, 'push_unavailable', 'This server sends no notifications: it has no VAPID keys.');
    }
    const { endpoint, keys } = request.body.subscription;
    const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
    if (url?.protocol !== 'https:') {
      throw httpError(422, 'validation_failed', 'The subscription is not valid.', {
        fields: {
          'subscription.endpoint': [{ code: 'invalid', message: 'must be the https address of a push service' }],
        },
      });
    }
    const device = await addDevice(db, session.userId, {
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      device: deviceName(request.headers['user-agent']),
    });
    reply.status(201);
    return { data: deviceFields(device) };
  });

  route(server, 'deletePushSubscription', async (request, _reply, session) => {
    if (!(await removeDevice(db, session.userId, request.params.id))) {
      throw httpError(404, 'not_found', 'No such device.');
    }
    return { message: 'Notifications turned off for this device.' };
  });
};
