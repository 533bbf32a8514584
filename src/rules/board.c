/*
 * Squares of the three board games (board.h).
 */
#include "board.h"
#include "../util/util.h"

void
board_square_name(int x, int y, char *buf, size_t size)
{
	fmt_buf(buf, size, "%c%d", 'A' + x, y + 1);
}

int
board_square_parse(const char *s, size_t n, int zero_lead, int *x, int *y)
{
	long	 row;

	if (n < 2 || n > 3)
		return -1;
	if (*s >= 'A' && *s <= 'Z')
		*x = *s - 'A';
	else if (*s >= 'a' && *s <= 'z')
		*x = *s - 'a';
	else
		return -1;
	if (s[1] < (zero_lead ? '0' : '1') || s[1] > '9')
		return -1;
	if (parse_intn(s + 1, n - 1, 1, 99, &row) == -1)
		return -1;
	*y = (int)row - 1;
	return 0;
}
