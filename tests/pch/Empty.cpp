// The object the precompiled headers are built with: the headers are what counts (tests/CMakeLists.txt).
