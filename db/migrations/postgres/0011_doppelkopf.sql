-- Doppelkopf is a kind of game of its own, as ../0011_doppelkopf.sql. A
-- config that is not a JSON object is left as it is (the CASE keeps the
-- cast from seeing it).
UPDATE games SET kind = 'doppelkopf'
WHERE kind = 'tupelkopf' AND CASE WHEN config ~ '^\s*\{' THEN
    coalesce(config::jsonb #>> '{rules,scoring}',
        CASE WHEN config::jsonb #>> '{rules,preset}' IN ('doppelkopf', 'doppelkopf-home') THEN 'ddv' END) = 'ddv'
    ELSE false END;

UPDATE result_games SET kind = 'doppelkopf'
WHERE kind = 'tupelkopf' AND game_id IN (SELECT id FROM games WHERE kind = 'doppelkopf');
