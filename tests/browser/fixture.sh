#!/usr/bin/env bash
# Builds the league night the page tests print: one event of 16 deals a
# session, six tables of four (24 players with Polish letters in their
# names), every table played out. Usage: fixture.sh REFEREE DB
set -eu
ref=$1 db=$2
export SOURCE_DATE_EPOCH=1773480000 REFEREE_DB=$db
event="Liga Baśki Kaszuby, GP Żukowo"
players=("Łucja Żmuda" "Świętosław Ćwik" "Zdzisław Ślęzak" "Grażyna Łęcka" \
    "Jędrzej Kaźmierczak" "Bożena Wąsik" "Paweł Gęsiarz" "Małgorzata Źrebiec" \
    "Józef Nałęcz" "Halina Łój" "Mieczysław Bąk" "Urszula Dąbek" \
    "Wiesław Szczęsny" "Teresa Mróz" "Kazimierz Żółtek" "Danuta Pączek" \
    "Ryszard Kołodziej" "Elżbieta Wróbel" "Tadeusz Chmiel" "Jadwiga Ślusarz" \
    "Henryk Pałka" "Zofia Grzęda" "Stanisław Łazęga" "Krystyna Śmigiel")
"$ref" event add --date 2026-03-14 --deals 16 "$event" > /dev/null
for t in 0 1 2 3 4 5; do
	"$ref" table seat "$event" --session 1 --table $((t + 1)) --new \
	    "${players[@]:$((t * 4)):4}" > /dev/null
	for k in $(seq 1 16); do
		d=$(((k + t) % 4 + 1)) p=$(((k + t + 1) % 4 + 1)) e=$((30 + (k * 7 + t * 5) % 60))
		if [ $((k % 5)) = 0 ]; then
			"$ref" deal add "$event" --session 1 --table $((t + 1)) --contract zolo \
			    --declarer $d --eyes $e > /dev/null
		else
			"$ref" deal add "$event" --session 1 --table $((t + 1)) --contract zwykla \
			    --declarer $d --partner $p --eyes $e > /dev/null
		fi
	done
done
printf '%s\n' "$event"
printf '%s\n' "${players[@]}"
