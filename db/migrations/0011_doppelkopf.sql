-- Doppelkopf is a kind of game of its own. Until now a game of Doppelkopf
-- scored by the DDV's rules was stored as a game of Tupelkopf whose rules
-- name that scoring (or, leaving the scoring out, a Doppelkopf preset, whose
-- scoring it is). Such games are Doppelkopf from now on, here and in the
-- statistics' kept results; their configs and logs stay as they are.
UPDATE games SET kind = 'doppelkopf'
WHERE kind = 'tupelkopf' AND CASE WHEN json_valid(config) THEN
    coalesce(json_extract(config, '$.rules.scoring'),
        CASE WHEN json_extract(config, '$.rules.preset') IN ('doppelkopf', 'doppelkopf-home') THEN 'ddv' END) = 'ddv'
    ELSE 0 END;

UPDATE result_games SET kind = 'doppelkopf'
WHERE kind = 'tupelkopf' AND game_id IN (SELECT id FROM games WHERE kind = 'doppelkopf');
