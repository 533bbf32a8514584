/*
 * Squares of the three board games (Morska Bitwa, Flota, Manewry Morskie):
 * "C4" is column C, row 4. One module, so that the games name and read a
 * square the same way. Pure.
 */
#ifndef REFEREE_RULES_BOARD_H
#define REFEREE_RULES_BOARD_H

#include <stddef.h>

/* Writes "C4" for column x, row y (0-based) into buf (at least 4 bytes). */
void	 board_square_name(int x, int y, char *buf, size_t size);
/*
 * Parses a square from s[0..n): a letter A..Z in either case, then a row
 * 1..99; a row written with a leading zero ("A05") only when zero_lead is
 * set (Morska Bitwa's reading). The square may lie outside any board.
 * Returns 0 or -1.
 */
int	 board_square_parse(const char *s, size_t n, int zero_lead, int *x, int *y);

#endif
