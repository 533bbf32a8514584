/*
 * Generates N full Baśka deal records (.bdn) with random hands, a plausible
 * auction and random legal play, for the `referee baska check` benchmark.
 *   gen_bdn N [SEED] > deals.bdn
 * Every record is legal, so the benchmark measures the judging of clean deals.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../../src/rules/baska/baska.h"

static unsigned long long rng_state;

/* A uniform number below n (n > 0). */
static unsigned
rnd(unsigned n)
{
	if (n == 0)
		return 0;
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)((rng_state >> 33) % n);
}

int
main(int argc, char **argv)
{
	static const enum baska_call solo[] = { CALL_GRAN, CALL_ZOLO, CALL_ZOLO };
	struct baska_auction	 a;
	struct baska_auction_result res;
	uint16_t		 hands[4], left[4];
	int			 deck[16], hand_cards[4][4], trick[4], n, i, j, t, seat, leader;
	int			 count, dealer, forehand, caller, legal[16], nl;
	char			 why[192];
	enum baska_call		 calls[16];
	int			 ncalls;

	count = argc > 1 ? atoi(argv[1]) : 1000;
	rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 20261202;
	for (n = 0; n < count; n++) {
		for (i = 0; i < 16; i++)
			deck[i] = i;
		for (i = 15; i > 0; i--) {
			j = (int)rnd((unsigned)i + 1);
			t = deck[i], deck[i] = deck[j], deck[j] = t;
		}
		for (i = 0; i < 4; i++) {
			hands[i] = 0;
			for (j = 0; j < 4; j++) {
				hand_cards[i][j] = deck[i * 4 + j];
				hands[i] |= CARD_BIT(deck[i * 4 + j]);
			}
		}
		dealer = n % 4 + 1;
		forehand = dealer % 4 + 1;
		/* Auction: usually four passes; sometimes a solo call by a random seat. */
		baska_auction_init(&a, &baska_psb, forehand, hands);
		ncalls = 0;
		caller = rnd(4) == 0 ? (int)rnd(4) + 1 : 0;
		while (!a.over && ncalls < 12) {
			enum baska_call c = CALL_PASS;

			if (a.turn == caller && a.contract == BC_NONE)
				c = solo[rnd(3)];
			if (baska_auction_call(&a, c, why, sizeof(why)) == -1)
				baska_auction_call(&a, c = CALL_PASS, why, sizeof(why));
			calls[ncalls++] = c;
		}
		baska_auction_result(&a, &res);
		printf("[Event \"Bench\"] [Session \"1\"] [Table \"%d\"] [Deal \"%d\"]\n[Dealer \"%d\"]\n[Hands \"",
		    n / 40 + 1, n % 40 + 1, dealer);
		for (i = 0; i < 4; i++) {
			char buf[64];

			cards_format(hand_cards[i], 4, buf, sizeof(buf));
			printf("%s%s", i ? " / " : "", buf);
		}
		printf("\"]\n[Auction]\n");
		for (i = 0; i < ncalls; i++)
			printf("%s%s", i ? " " : "", baska_call_word(calls[i]));
		printf("\n");
		if (res.contract == BC_BASKA) {
			printf("\n");
			continue;
		}
		printf("[Play]\n");
		for (i = 0; i < 4; i++)
			left[i] = hands[i];
		leader = forehand;
		for (t = 0; t < 4; t++) {
			for (i = 0; i < 4; i++) {
				uint16_t l;

				seat = (leader - 1 + i) % 4 + 1;
				l = baska_legal(&baska_psb, baska_contract_family(res.contract),
				    trick, i, left[seat - 1]);
				for (nl = 0, j = 0; j < 16; j++)
					if (l & CARD_BIT(j))
						legal[nl++] = j;
				trick[i] = legal[rnd((unsigned)nl)];
				left[seat - 1] &= (uint16_t)~CARD_BIT(trick[i]);
				printf("%s%s", i ? " " : "", card_name(trick[i]));
			}
			printf("\n");
			leader = (leader - 1 + baska_trick_winner(baska_contract_family(res.contract),
			    trick, 4)) % 4 + 1;
		}
		printf("\n");
	}
	return 0;
}
