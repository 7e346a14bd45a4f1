"""Front end: preprocess, parse and find the static-control parts (SCoPs) of a C file."""
