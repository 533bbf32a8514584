# Gives every record of a gen_bdn text a Seats tag of its table's own four
# players (a player sits at one table per session), so that `deal add --file`
# can store it:  gen_bdn N | awk -f seat_bdn.awk > deals.bdn
/^\[Event / {
	t = $0
	sub(/.*\[Table "/, "", t)
	sub(/".*/, "", t)
	printf "[Seats \"T%s A; T%s B; T%s C; T%s D\"]\n", t, t, t, t
}
{ print }
