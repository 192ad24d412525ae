import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { pushSubscriptions } from '../db/push-schema';

export type PushDevice = typeof pushSubscriptions.$inferSelect;
export type NewPushDevice = { endpoint: string; p256dh: string; auth: string; device: string };

/** The devices a jumper gets notifications on, the newest first. */
export function devicesOf(db: Database, userId: string): Promise<PushDevice[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Stores a device's subscription; an endpoint stored before (for this jumper or another) is taken over. */
export async function addDevice(db: Database, userId: string, device: NewPushDevice): Promise<PushDevice> {
  const [stored] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: device.p256dh, auth: device.auth, device: device.device, createdAt: new Date() },
    })
    .returning();
  return stored!;
}

/** Removes one of a jumper's devices; false when the jumper has none of that id. */
export async function removeDevice(db: Database, userId: string, id: number): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The push service said the device is gone (404, 410): it never gets another. */
export async function forgetEndpoint(db: Database, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
