# -f html on the dice and Rybaření standings: a whole page (doctype, UTF-8,
# the event, date and what it shows in the title), the provisional mark while
# a dice game is unfinished, none on Rybaření (games enter whole). The pages
# in a real browser: tests/browser/pages.sh.

$ sh $EXAMPLES/dice/evening/build.sh d.db > /dev/null
$ referee --db d.db standings "Jastarnia, wieczór 3" -f html | grep -E '^<!DOCTYPE|charset|<title>|<p|<td>Anna'
<!DOCTYPE html>
<meta charset="utf-8">
<title>Jastarnia, wieczór 3 — standings (Generał) (2026-11-20)</title>
<p>ruleset general</p>
<tr><td class="num">2</td><td>Anna Kreft</td><td class="num">428</td><td class="num">2</td><td class="num">187</td><td class="num">241</td></tr>
<pre>ties:

$ referee --db d.db dice start "Jastarnia, wieczór 3" Ola Ela > /dev/null
$ referee --db d.db dice standings "Jastarnia, wieczór 3" -f html | grep -E 'provisional">|</html>'
<p class="provisional">provisional: game 3 is not finished: 26 turns to play</p>
</html>

$ referee --db r.db event add "Paluba 2026" --game rybareni --date 2026-11-20 > /dev/null
$ referee --db r.db rybareni add --by Dědek "Paluba 2026" $EXAMPLES/rybareni/*.ryb > /dev/null
$ referee --db r.db standings "Paluba 2026" -f html | grep -cE 'provisional">'
0
[1]

$ referee --db r.db rybareni standings "Paluba 2026" -f html | grep -E '<title>|<td>Zden|</html>'
<title>Paluba 2026 — standings (Rybaření) (2026-11-20)</title>
<tr><td class="num">2</td><td>Zdeněk Šťastný</td><td class="num">246</td><td class="num">1</td><td class="num">1</td></tr>
</html>
