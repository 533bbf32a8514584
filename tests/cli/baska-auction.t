# referee baska auction: the bidding cases E20 of the rulebook (§9) and the
# kontra examples, through the command line (exit 0 every call stands, 1 one
# was refused, 2 bad input).

E20 a) a kontra is cancelled by the higher game: zolo by seat 4, k = 0.

$ referee baska auction pass wesele kontra zolo pass pass pass
#  seat  call    ruling
1  1     pass    accepted
2  2     wesele  accepted
3  3     kontra  accepted (kontra)
4  4     zolo    accepted (cancels the kontras, §4.3)
5  1     pass    accepted
6  2     pass    accepted
7  3     pass    accepted
contract: zolo by seat 4 alone
kontras: none (k = 0)

b) ask is not a pass: four passes after it end the bidding with no contract.

$ referee baska auction ask pass pass pass pass
#  seat  call  ruling
1  1     ask   accepted
2  2     pass  accepted
3  3     pass  accepted
4  4     pass  accepted
5  1     pass  accepted
contract: none called: zwykła, or cicha when one player holds Qc and Qs (§3.2)
kontras: none (k = 0)

c) ask, then zolo by seat 3.

$ referee baska auction ask pass zolo pass pass pass
#  seat  call  ruling
1  1     ask   accepted
2  2     pass  accepted
3  3     zolo  accepted
4  4     pass  accepted
5  1     pass  accepted
6  2     pass  accepted
contract: zolo by seat 3 alone
kontras: none (k = 0)

d) zolo then gran is refused (not higher); gran then zolo is accepted. A refused call is ignored but takes its turn, as when a record is judged.

$ referee baska auction zolo gran
#  seat  call  ruling
1  1     zolo  accepted
2  2     gran  rejected: gran is not higher than zolo (§3.4)
the bidding is still open: seat 3 speaks next
highest call so far: zolo by seat 1
[1]

$ referee baska auction gran zolo
#  seat  call  ruling
1  1     gran  accepted
2  2     zolo  accepted
the bidding is still open: seat 3 speaks next
highest call so far: zolo by seat 2

e) wesele by seat 1, who lacks Qc and Qs (hands of E1), is refused.

$ referee baska auction --hands "Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah" wesele pass pass pass pass
#  seat  call    ruling
1  1     wesele  rejected: only a player holding Qc and Qs may call wesele (§3.2)
2  2     pass    accepted
3  3     pass    accepted
4  4     pass    accepted
5  1     pass    accepted
contract: zwykła: Starzy seats 4 (Qc) and 3 (Qs) (§3.2)
kontras: none (k = 0)
[1]

f) seat 2 holds Qc and Qs (hands of E11): his first kontra is refused; accepted when cicha_is_solo = false.

$ referee baska auction --hands "Ad Ah Js Jd / 10h Qd Qc Qs / 10d As Jh 10s / Ac Jc 10c Qh" pass kontra
#  seat  call    ruling
1  1     pass    accepted
2  2     kontra  rejected: the holder of Qc and Qs plays cicha alone and may not give the first kontra (§4.3)
the bidding is still open: seat 3 speaks next
[1]

$ printf 'cicha_is_solo = false\n' > c.rules && referee baska auction --ruleset c.rules --hands "Ad Ah Js Jd / 10h Qd Qc Qs / 10d As Jh 10s / Ac Jc 10c Qh" pass kontra pass pass pass
#  seat  call    ruling
1  1     pass    accepted
2  2     kontra  accepted (kontra)
3  3     pass    accepted
4  4     pass    accepted
5  1     pass    accepted
contract: cicha: seat 2 holds Qc and Qs and plays alone (§3.2)
kontras: kontra (k = 1)

g) seat 1 holds Qs only (hands of E4): a Stary may give the first kontra in the normal game.

$ referee baska auction --hands "As Ah Qs 10d / 10s Qc 10c Qd / Jd Jh Jc Ad / Js 10h Ac Qh" kontra pass pass pass
#  seat  call    ruling
1  1     kontra  accepted (kontra)
2  2     pass    accepted
3  3     pass    accepted
4  4     pass    accepted
contract: zwykła: Starzy seats 2 (Qc) and 1 (Qs) (§3.2)
kontras: kontra (k = 1)

h) zolo-du by the zolo player cancels the kontra.

$ referee baska auction pass zolo kontra pass pass zolo-du pass pass pass
#  seat  call     ruling
1  1     pass     accepted
2  2     zolo     accepted
3  3     kontra   accepted (kontra)
4  4     pass     accepted
5  1     pass     accepted
6  2     zolo-du  accepted (cancels the kontras, §4.3)
7  3     pass     accepted
8  4     pass     accepted
9  1     pass     accepted
contract: zolo-du by seat 2 alone
kontras: none (k = 0)

E7: kontra and rekontra, k = 2. E8: same-side kontras are not counted.

$ referee baska auction --hands "Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ah" kontra pass kontra pass pass pass
#  seat  call    ruling
1  1     kontra  accepted (kontra)
2  2     pass    accepted
3  3     kontra  accepted (rekontra)
4  4     pass    accepted
5  1     pass    accepted
6  2     pass    accepted
contract: zwykła: Starzy seats 4 (Qc) and 3 (Qs) (§3.2)
kontras: kontra, rekontra (k = 2)

$ referee baska auction --hands "As Ah Qs 10d / 10s Qc 10c Qd / Jd Jh Jc Ad / Js 10h Ac Qh" pass pass kontra kontra kontra pass pass pass
#  seat  call    ruling
1  1     pass    accepted
2  2     pass    accepted
3  3     kontra  accepted (kontra)
4  4     kontra  accepted (rekontra)
5  1     kontra  accepted (bok)
6  2     pass    accepted
7  3     pass    accepted
8  4     pass    accepted
contract: zwykła: Starzy seats 2 (Qc) and 1 (Qs) (§3.2)
kontras: kontra, rekontra (k = 2; 3 kontra calls, same-side ones do not count, §4.3)

E18: four kontras on zolo-du; a fifth is refused.

$ referee baska auction pass zolo-du kontra pass pass kontra pass kontra pass kontra pass kontra
 #  seat  call     ruling
 1  1     pass     accepted
 2  2     zolo-du  accepted
 3  3     kontra   accepted (kontra)
 4  4     pass     accepted
 5  1     pass     accepted
 6  2     kontra   accepted (rekontra)
 7  3     pass     accepted
 8  4     kontra   accepted (bok)
 9  1     pass     accepted
10  2     kontra   accepted (hirsz)
11  3     pass     accepted
12  4     kontra   rejected: a fifth kontra call: at most 4 per contract (§4.3)
the bidding is still open: seat 1 speaks next
highest call so far: zolo-du by seat 2
kontras: kontra, rekontra, bok, hirsz (k = 4)
[1]

E19: only the holder of the four queens may call baśka.

$ referee baska auction --hands "Ah Jd 10c As / 10h Jc Ac 10d / Qc Qs Qh Qd / Js Jh Ad 10s" pass baska baska pass pass pass
#  seat  call   ruling
1  1     pass   accepted
2  2     baska  rejected: only a player holding all four queens may call baśka (§3.2)
3  3     baska  accepted
4  4     pass   accepted
5  1     pass   accepted
6  2     pass   accepted
contract: baśka by seat 3 alone
kontras: none (k = 0)
[1]

E9: the wedding partner is the holder of the highest jack the caller lacks (Js, seat 1).

$ referee baska auction --hands "Jh Qh Js Ad / Ac 10h Jd 10s / Qs Qc 10c Jc / 10d Qd As Ah" pass pass wesele pass pass pass
#  seat  call    ruling
1  1     pass    accepted
2  2     pass    accepted
3  3     wesele  accepted
4  4     pass    accepted
5  1     pass    accepted
6  2     pass    accepted
contract: wesele by seat 3, partner seat 1
kontras: none (k = 0)

Without hands, kontras on zwykła cannot be counted.

$ referee baska auction kontra pass kontra pass pass pass
#  seat  call    ruling
1  1     kontra  accepted (kontra)
2  2     pass    accepted
3  3     kontra  accepted (rekontra)
4  4     pass    accepted
5  1     pass    accepted
6  2     pass    accepted
contract: none called: zwykła, or cicha when one player holds Qc and Qs (§3.2)
kontras: 2 kontra calls; the effective kontras depend on who the Starzy are (give --hands, §4.3)

Another dealer: seat 3 deals, so seat 4 speaks first and only he may ask; a refused call takes its turn all the same (as in a record). Calls may also be given in one argument.

$ referee baska auction --dealer 3 "pas pas pytam pas pas"
#  seat  call  ruling
1  4     pass  accepted
2  1     pass  accepted
3  2     ask   rejected: only the forehand may ask (pytam), as his first call (§4.2)
4  3     pass  accepted
5  4     pass  accepted
contract: none called: zwykła, or cicha when one player holds Qc and Qs (§3.2)
kontras: none (k = 0)
[1]

Calls after the end are refused.

$ referee baska auction pass pass pass pass zolo
#  seat  call  ruling
1  1     pass  accepted
2  2     pass  accepted
3  3     pass  accepted
4  4     pass  accepted
5  1     zolo  rejected: the bidding has ended: no more calls (§4.2)
contract: none called: zwykła, or cicha when one player holds Qc and Qs (§3.2)
kontras: none (k = 0)
[1]

Bad input: exit 2.

$ referee baska auction pass skok
! referee: baska auction: expected a call (pass, ask, wesele, gran, zolo, gran-du, zolo-du, baska or kontra), not 'skok'
[2]

$ referee baska auction --hands "Ad Jc 10c Js / Ac Qh Jh Qd" pass
! referee: --hands: expected four hands separated by '/', seat 1 first; found 2
[2]

$ referee baska auction --dealer 0 pass
! referee: --dealer: expected a seat from 1 to 4, not '0'
[2]

$ referee baska auction
! referee: baska auction: at least one CALL is required
! (see 'referee baska auction --help')
[2]

$ referee baska auction --hands "Ad Jc 10c Js / Ac Qh Jh Qd / Qs 10h 10s Jd / 10d As Qc Ad" pass
! referee: --hands: column 56: card Ad appears twice
[2]

$ referee baska auction --hands "Ad Jc 10c Js / Ac Qh Jh Kd / Qs 10h 10s Jd / 10d As Qc Ah" pass
! referee: --hands: column 25: expected a card (A, 10, Q or J, then c, s, h or d), not 'Kd'
[2]
