-- standings: players ranked by big points, then by the tie-breaks of the
-- event's ruleset (tie_breaks, §7.4: small_points, session_wins,
-- second_places, in the order listed); equal on all of them share a rank
-- (1, 2, 2, 4). ?1 = an event id, or NULL with ?2 = a season name (all its
-- events; the season's last added event gives the tie-breaks); ?3 = count
-- only each player's best N events (0 = all, NULL = the season_best_n of the
-- season's last added event).
-- One aggregate over the covering index seat_standings of the kept columns
-- of seat (schema 080: kept_small, kept_big12 in twelfths, kept_place, 0 where
-- the table does not count; kept_short, kept_deals). big12 is the big points in
-- twelfths (exact); big_points is printed as an integer when whole, else with
-- two decimals. incomplete = the player's tables that are neither short nor
-- complete (fewer deals than the event's session length, deals), in sessions
-- that have started (a deal at some table of the session; issue 30): the
-- tables of a later session, seated by a draw, wait without counting. A
-- player seated with no deals yet is ranked with 0 (tables 0, events 0).
WITH ev AS (
	SELECT id, deals, absent_big, absent_small FROM event
	WHERE id = ?1 OR (?1 IS NULL AND season = ?2)
),
cfg AS (
	SELECT coalesce(?3, CASE WHEN ?1 IS NULL THEN (SELECT season_best_n FROM event
	        WHERE season = ?2 ORDER BY id DESC LIMIT 1) END, 0) AS best,
	    coalesce((SELECT tie_breaks FROM event WHERE id = ?1 OR (?1 IS NULL AND season = ?2)
	        ORDER BY id DESC LIMIT 1), 'small_points') AS tie_breaks
),
keys AS (
	SELECT best, tie_breaks, k1, substr(r1, 1, instr(r1, ',') - 1) AS k2,
	    substr(r1, instr(r1, ',') + 1) AS r2
	FROM (SELECT best, tie_breaks, substr(s, 1, instr(s, ',') - 1) AS k1,
	    substr(s, instr(s, ',') + 1) AS r1
	    FROM (SELECT best, tie_breaks, tie_breaks || ',,,' AS s FROM cfg))
),
k AS (
	SELECT best, tie_breaks, k1, k2, substr(r2, 1, instr(r2, ',') - 1) AS k3 FROM keys
),
raw AS (
	SELECT e.id AS event_id, s.player_id,
	    sum(s.kept_big12) AS big12, sum(s.kept_small) AS small,
	    sum(s.kept_short AND NOT s.absent) AS comp,
	    sum(s.kept_short OR s.kept_deals > 0) AS tables,
	    sum(s.kept_place = 1) AS wins, sum(s.kept_place = 2) AS seconds,
	    sum(NOT s.kept_short AND s.kept_deals > 0 AND s.kept_deals < coalesce(e.deals, 0))
	        AS incomplete
	FROM event e CROSS JOIN seat s INDEXED BY seat_standings ON s.event_id = e.id
	WHERE (e.id = ?1 OR (?1 IS NULL AND e.season = ?2)) AND s.player_id IS NOT NULL
	GROUP BY e.id, s.player_id
),
started AS (
	SELECT DISTINCT t.event_id, t.session
	FROM ev JOIN play_table t ON t.event_id = ev.id JOIN table_total x ON x.table_id = t.id
	WHERE x.deals > 0 AND ev.deals IS NOT NULL
),
waiting AS (	-- full tables with no deal yet in a session that has started
	SELECT s.event_id, s.player_id, count(*) AS n
	FROM started st JOIN seat s ON s.event_id = st.event_id AND s.session = st.session
	WHERE s.player_id IS NOT NULL AND s.kept_deals = 0 AND NOT s.kept_short
	GROUP BY s.event_id, s.player_id
),
pe AS (
	SELECT r.event_id, r.player_id,
	    coalesce(r.big12, 0) + 12 * ev.absent_big * r.comp AS big12,
	    coalesce(r.small, 0) + ev.absent_small * r.comp AS small,
	    r.tables, r.wins, r.seconds, r.incomplete + coalesce(w.n, 0) AS incomplete
	FROM raw r JOIN ev ON ev.id = r.event_id
	LEFT JOIN waiting w ON w.event_id = r.event_id AND w.player_id = r.player_id
),
best AS (	-- the events a player has played come before those still to play
	SELECT pe.*, row_number() OVER (PARTITION BY player_id
	    ORDER BY tables > 0 DESC, big12 DESC, small DESC, event_id) AS n
	FROM pe
),
tot AS (
	SELECT player_id, sum(big12) AS big12, sum(small) AS small, sum(tables) AS tables,
	    sum(tables > 0) AS events, sum(wins) AS wins, sum(seconds) AS seconds,
	    sum(incomplete) AS incomplete
	FROM best, k WHERE k.best = 0 OR n <= k.best
	GROUP BY player_id
),
ranked AS (
	SELECT tot.*,
	    CASE k.k1 WHEN 'small_points' THEN small WHEN 'session_wins' THEN wins
	        WHEN 'second_places' THEN seconds ELSE 0 END AS key1,
	    CASE k.k2 WHEN 'small_points' THEN small WHEN 'session_wins' THEN wins
	        WHEN 'second_places' THEN seconds ELSE 0 END AS key2,
	    CASE k.k3 WHEN 'small_points' THEN small WHEN 'session_wins' THEN wins
	        WHEN 'second_places' THEN seconds ELSE 0 END AS key3,
	    k.tie_breaks, k.best
	FROM tot, k
)
SELECT rank() OVER (ORDER BY r.big12 DESC, key1 DESC, key2 DESC, key3 DESC) AS rank,
    p.name AS player,
    CASE WHEN r.big12 % 12 = 0 THEN r.big12 / 12
        ELSE printf('%.2f', r.big12 / 12.0) END AS big_points,
    r.small AS small_points, r.incomplete AS incomplete, r.tables AS tables,
    r.events AS events, r.big12 AS big12, r.wins AS session_wins,
    r.seconds AS second_places, r.tie_breaks AS tie_breaks, r.best AS best
FROM ranked r JOIN player p ON p.id = r.player_id
ORDER BY r.big12 DESC, key1 DESC, key2 DESC, key3 DESC, p.name;
