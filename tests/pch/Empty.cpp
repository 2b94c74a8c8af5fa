// The object the tests' precompiled header is built with: the header is what counts (tests/CMakeLists.txt).
