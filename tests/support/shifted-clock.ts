// A shop process whose clock reads another day: loaded before server.ts with
// `NODE_OPTIONS=--import <this file>` and `SHOP_CLOCK=<ISO time>` (see `shiftedClock` in
// ./procurement.ts). Date.now() and `new Date()` run on from SHOP_CLOCK as real time passes;
// timers and performance.now() are untouched. The storefront and its embedded host share the
// process, so both see the same day. Only forward: the test's cookie jar keeps real time, and a
// session cookie's Expires written in the past would be dropped.
const target = Date.parse(process.env.SHOP_CLOCK ?? "");
if (Number.isNaN(target)) throw new Error(`SHOP_CLOCK is not a time: ${process.env.SHOP_CLOCK}`);

const RealDate = Date;
const offset = target - RealDate.now();

class ShiftedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }
  static override now() {
    return RealDate.now() + offset;
  }
  // Dates Node makes itself (file times) are real Dates: still Dates here.
  static [Symbol.hasInstance](value: unknown) {
    return value instanceof RealDate;
  }
}

globalThis.Date = ShiftedDate as unknown as DateConstructor;
