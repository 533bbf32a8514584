#include "../../src/cli/cli.h"
