-- checkout_items (0004) was never read or written: checkouts pay orders, whose lines say what was bought.
DROP TABLE "checkout_items" CASCADE;
