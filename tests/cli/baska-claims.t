# Claims (§5.5): the two readings, claim_rule = best_line (the default) and
# every_line, on the seed's gran-du "on lead with the two black jacks and aces".

Under best_line the claim holds and the referee names the line that wins.

$ referee baska check $EXAMPLES/disputes/claim-readings.bdn | sed "s/^$/./"
Liga Baśki Pomorze-Kaszuby, GP 3, 2026-03-14, session 1, table 2
seats: 1 Jan Szulc, 2 Teresa Bieszk, 3 Stefan Kowalski, 4 Wiktor Necel
\.
deal 15, dealer seat 4 (Wiktor Necel): gran-du
  Stary    seat 1 (Jan Szulc)
  Młodzi   seats 2 (Teresa Bieszk), 3 (Stefan Kowalski) and 4 (Wiktor Necel)
  kontras  none
  eyes     104:0 (Stary:Młodzi), 4 tricks to the Stary
  result   the Stary wins: 8 each Młody, 24 the Stary (×2)
  points   seat 1 (Jan Szulc)        +24
           seat 2 (Teresa Bieszk)     -8
           seat 3 (Stefan Kowalski)   -8
           seat 4 (Wiktor Necel)      -8
  claim    seat 1 (Jan Szulc) claims the rest for the Stary: it holds, whatever the defence plays: lead Jc, then Js, then Ac, As (§5.5)
\.
1 deal checked: all in order

Under every_line leading Ac first would lose a trick to Kowalski's Jd, so the
claim is refuted, and the rest is settled by the continuation that gives the
Stary the fewest eyes.

$ printf 'claim_rule = every_line\n' > strict.rules && referee baska check --ruleset strict.rules $EXAMPLES/disputes/claim-readings.bdn | sed "s/^$/./"; exit ${PIPESTATUS[0]}
Liga Baśki Pomorze-Kaszuby, GP 3, 2026-03-14, session 1, table 2
seats: 1 Jan Szulc, 2 Teresa Bieszk, 3 Stefan Kowalski, 4 Wiktor Necel
\.
deal 15, dealer seat 4 (Wiktor Necel): gran-du
  Stary    seat 1 (Jan Szulc)
  Młodzi   seats 2 (Teresa Bieszk), 3 (Stefan Kowalski) and 4 (Wiktor Necel)
  kontras  none
  eyes     52:52 (Stary:Młodzi), 2 tricks to the Stary
  result   the Młodzi win: 8 each Młody, 24 the Stary (×2)
  points   seat 1 (Jan Szulc)        -24
           seat 2 (Teresa Bieszk)     +8
           seat 3 (Stefan Kowalski)   +8
           seat 4 (Wiktor Necel)      +8
  claim by seat 1 (Jan Szulc): refuted: claim of every trick by seat 1's side fails: some legal line of play loses a trick, e.g. trick 1: Ac 10c Jd Qc → seat 3 (§5.5)
\.
1 deal checked: 1 with a violation or a Score mismatch
[1]

The CSV row of each reading.

$ referee baska check -f csv $EXAMPLES/disputes/claim-readings.bdn | cut -d, -f1-13
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4
15,gran-du,1,,0,0,104,1,1,24,-8,-8,-8

$ printf 'claim_rule = every_line\n' > strict.rules && referee baska check -f csv --ruleset strict.rules $EXAMPLES/disputes/claim-readings.bdn | cut -d, -f1-13
deal,contract,declarer,partner,kontras,bok,eyes,won,level,points1,points2,points3,points4
15,gran-du,1,,0,0,52,0,1,-24,8,8,8
[1]
