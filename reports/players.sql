-- players: every player with club, licence and team.
SELECT p.name AS player, p.club AS club, p.licence AS licence, t.name AS team
FROM player p LEFT JOIN team_member m ON m.player_id = p.id
LEFT JOIN team t ON t.id = m.team_id
ORDER BY p.name;
