-- A player who sat down at a running game gets a seat after the ones the
-- game started with, marked joined: the seating records of the game's log
-- (see db.Seating) say from which deal on. Undoing the record that seated
-- them removes such a seat again, so that a seat is never left nobody sat
-- in; the seats the game started with are never removed.
ALTER TABLE seats ADD COLUMN joined INTEGER NOT NULL DEFAULT 0;
