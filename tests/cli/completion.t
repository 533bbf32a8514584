# Shell completion (issue 18): generated from the command table, so it cannot
# drift; event and player names come from the database, read without change.

$ REFEREE=referee sh $EXAMPLES/league/build.sh league.db > /dev/null && export REFEREE_DB=league.db && referee __complete pro && referee __complete protocol GP
protocol
GP Kartuzy
GP Puck

$ REFEREE_DB=league.db referee __complete protocol "GP Kartuzy" --s && REFEREE_DB=league.db referee __complete standings "GP Puck" -f h
--session
html

A player's name completes from any case and without diacritics.

$ REFEREE_DB=league.db referee __complete table seat "GP Kartuzy" --session 3 --table 1 --new "tomasz ok" && REFEREE_DB=league.db referee __complete table seat "GP Kartuzy" --session 3 --table 1 --new "Józef" "Stanislaw"
Tomasz Okoń
Stanisław Kąkol

$ referee __complete baska "" && referee __complete event add --game r && referee __complete --db league.db dice check --ruleset y
analyse
auction
check
legal
score
rybareni
yahtzee

A missing database gives no names and is not created.

$ referee __complete --db nosuch.db protocol ""; test -e nosuch.db || echo no file
no file

The bash script completes through the same candidates, quoting names with spaces.

$ referee completion bash > comp.bash && REFEREE_DB=league.db bash -c 'source comp.bash; COMP_WORDS=(referee protocol "GP K"); COMP_CWORD=2; _referee; printf "%s\n" "${COMPREPLY[@]}"; COMP_WORDS=(referee bas); COMP_CWORD=1; _referee; printf "%s\n" "${COMPREPLY[@]}"'
GP\ Kartuzy
baska

Multi-word names (issue 30): the word as the shell passes it while it is
typed, quoted or escaped, completes to the whole name; so do the names
before it.

$ export REFEREE_DB=league.db; referee __complete standings "" && referee __complete standings '"GP' && referee __complete standings 'GP\ ' && referee __complete standings "'GP P" && referee __complete table seat '"GP Kartuzy"' --session 3 --table 1 'J\ózef\ Sz' && referee __complete table seat '"GP Kartuzy"' --session 3 --table 1 'J\ózef\ Szczypior' '"tomasz o'
GP Kartuzy
GP Puck
GP Kartuzy
GP Puck
GP Kartuzy
GP Puck
GP Puck
Józef Szczypior
Tomasz Okoń

In bash: after an opening quote the names go as they are (readline closes
the quote), else escaped, so that "GP\ " goes on to the whole name.

$ REFEREE_DB=league.db bash -c 'source comp.bash; COMP_WORDS=(referee standings "\"GP"); COMP_CWORD=2; _referee; printf "%s\n" "${COMPREPLY[@]}"; COMP_WORDS=(referee standings "GP\\ "); COMP_CWORD=2; _referee; printf "%s\n" "${COMPREPLY[@]}"; COMP_WORDS=(referee standings "\"GP Kartuzy\"" "-f" ""); COMP_CWORD=4; _referee; printf "%s\n" "${COMPREPLY[@]}" | head -n 1'
GP Kartuzy
GP Puck
GP\ Kartuzy
GP\ Puck
text

$ referee completion zsh | head -n 1; referee completion fish
#compdef referee
! referee: usage: referee completion bash|zsh
[2]

$ referee help | grep -c __complete
0
[1]
