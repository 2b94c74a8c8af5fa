// goodput-cli: the goodput model on the command line. Prints one JSON object on stdout; an error is one line on
// stderr and exit status 2.
#include "Cli.h"

#include <iostream>

int main(int argc, char** argv)
{
    return gpcli::run(std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
}
