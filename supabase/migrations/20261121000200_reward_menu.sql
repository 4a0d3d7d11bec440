-- The reward menu of SPEC §9 (30 items, 50 to 800 points, five categories). It lives in a migration
-- rather than the seed because it is product data every environment needs, and redeem_reward() prices
-- from it.
insert into public.reward_items (id, title, cost, emoji, category, sort_order) values
  ('meat-pie', 'Meat Pie', 500, '🥧', 'Hot Food', 1),
  ('sausage-roll', 'Sausage Roll', 400, '🌭', 'Hot Food', 2),
  ('hot-chips', 'Hot Chips', 350, '🍟', 'Hot Food', 3),
  ('toasted-sandwich', 'Toasted Sandwich', 450, '🥪', 'Hot Food', 4),
  ('dim-sims', 'Dim Sims', 300, '🥟', 'Hot Food', 5),
  ('cheeseburger', 'Cheeseburger', 600, '🍔', 'Hot Food', 6),
  ('bottled-water', 'Bottled Water', 150, '💧', 'Cold Drinks', 7),
  ('soft-drink', 'Soft Drink', 200, '🥤', 'Cold Drinks', 8),
  ('sparkling-water', 'Sparkling Water', 200, '🫧', 'Cold Drinks', 9),
  ('orange-juice', 'Orange Juice', 250, '🧃', 'Cold Drinks', 10),
  ('iced-tea', 'Iced Tea', 250, '🧊', 'Cold Drinks', 11),
  ('chocolate-milk', 'Chocolate Milk', 300, '🥛', 'Cold Drinks', 12),
  ('cup-of-tea', 'Cup of Tea', 150, '🍵', 'Hot Drinks', 13),
  ('long-black', 'Long Black', 300, '☕', 'Hot Drinks', 14),
  ('hot-chocolate', 'Hot Chocolate', 300, '🍫', 'Hot Drinks', 15),
  ('flat-white', 'Flat White', 350, '☕', 'Hot Drinks', 16),
  ('cappuccino', 'Cappuccino', 350, '☕', 'Hot Drinks', 17),
  ('chai-latte', 'Chai Latte', 350, '🫖', 'Hot Drinks', 18),
  ('gummy-bears', 'Gummy Bears', 50, '🐻', 'Snacks', 19),
  ('lollipop', 'Lollipop', 80, '🍭', 'Snacks', 20),
  ('apple', 'Apple', 100, '🍎', 'Snacks', 21),
  ('muesli-bar', 'Muesli Bar', 150, '🥜', 'Snacks', 22),
  ('popcorn', 'Popcorn', 200, '🍿', 'Snacks', 23),
  ('candy-bar', 'Candy Bar', 250, '🍬', 'Snacks', 24),
  ('pot-of-beer', 'Pot of Beer', 500, '🍺', 'Beer, Cider & Spirits', 25),
  ('apple-cider', 'Apple Cider', 600, '🍏', 'Beer, Cider & Spirits', 26),
  ('glass-of-wine', 'Glass of Wine', 650, '🍷', 'Beer, Cider & Spirits', 27),
  ('pint-of-beer', 'Pint of Beer', 700, '🍻', 'Beer, Cider & Spirits', 28),
  ('gin-and-tonic', 'Gin & Tonic', 750, '🍸', 'Beer, Cider & Spirits', 29),
  ('bourbon-and-cola', 'Bourbon & Cola', 800, '🥃', 'Beer, Cider & Spirits', 30)
on conflict (id) do update
  set title = excluded.title, cost = excluded.cost, emoji = excluded.emoji,
      category = excluded.category, sort_order = excluded.sort_order;
