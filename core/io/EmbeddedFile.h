#pragma once

#include <string_view>
#include <vector>

namespace gp {

// A resource file compiled into the program (cmake/EmbedFiles.cmake).
struct EmbeddedFile {
    std::string_view name;
    std::string_view text;
};

// The decision graphs of resources/graphs.
const std::vector<EmbeddedFile>& embeddedGraphFiles();

// The accelerator catalog of resources/catalog.
const std::vector<EmbeddedFile>& embeddedCatalogFiles();

// The workbench presets of resources/presets.
const std::vector<EmbeddedFile>& embeddedPresetFiles();

} // namespace gp
