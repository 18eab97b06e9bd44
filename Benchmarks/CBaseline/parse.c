// The raw libyaml event loop in C, to check that the Swift baseline (`schemagen-bench parse`) is as fast:
//   cc -O2 -o /tmp/yaml-parse Benchmarks/CBaseline/parse.c -lyaml && /tmp/yaml-parse FILE...
// It reads each file whole, pulls every event, builds nothing, and prints MB/s over all files.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <yaml.h>

int main(int argc, char **argv) {
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    size_t total = 0, events = 0;
    for (int i = 1; i < argc; i++) {
        FILE *file = fopen(argv[i], "rb");
        if (!file) { perror(argv[i]); return 1; }
        fseek(file, 0, SEEK_END);
        long size = ftell(file);
        fseek(file, 0, SEEK_SET);
        unsigned char *bytes = malloc(size);
        if (fread(bytes, 1, size, file) != (size_t)size) { perror(argv[i]); return 1; }
        fclose(file);
        yaml_parser_t parser;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, bytes, size);
        yaml_event_t event;
        int done = 0;
        while (!done && yaml_parser_parse(&parser, &event)) {
            done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            events++;
        }
        yaml_parser_delete(&parser);
        free(bytes);
        total += size;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%zu events, %.1f MB in %.3f s: %.1f MB/s\n", events, total / 1048576.0, seconds,
           total / 1048576.0 / seconds);
    return 0;
}
