# One INTERFACE target carries the language level, the warning flags and the strict Qt defines, so every
# target of the project is built the same way.
add_library(goodput_options INTERFACE)
target_compile_features(goodput_options INTERFACE cxx_std_20)
target_compile_options(goodput_options INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
        -Wcast-align -Woverloaded-virtual -Wimplicit-fallthrough>)
if(GOODPUT_WERROR)
    target_compile_options(goodput_options INTERFACE $<$<CXX_COMPILER_ID:GNU,Clang>:-Werror>)
endif()
target_compile_definitions(goodput_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_FOREACH
    QT_USE_QSTRINGBUILDER
    QT_STRICT_ITERATORS
    QT_DISABLE_DEPRECATED_UP_TO=0x060400)

# lld links the test programs four to six times faster than the default linker (each one links the static core, with
# its debug information); used wherever the compiler accepts it. packaging/dev.sh installs it.
include(CheckLinkerFlag)
check_linker_flag(CXX -fuse-ld=lld GOODPUT_LINKER_LLD)
if(GOODPUT_LINKER_LLD)
    add_link_options(-fuse-ld=lld)
endif()
