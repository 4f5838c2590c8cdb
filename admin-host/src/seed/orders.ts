import type { DatabaseSync } from "node:sqlite";

export function seedOrders(db: DatabaseSync): void {}
