/*
 * The one unit-test runner: every tests/check_*.c defines "Suite *NAME_suite(void)";
 * the build collects them into suites.h. CK_RUN_SUITE / CK_RUN_CASE select as usual.
 */
#include <check.h>
#include <stdlib.h>

#include "suites.h"

int
main(void)
{
	SRunner	*sr = srunner_create(NULL);
	int	 i, failed;

	for (i = 0; suite_fns[i] != NULL; i++)
		srunner_add_suite(sr, suite_fns[i]());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
