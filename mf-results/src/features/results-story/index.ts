export { ResultsStory, type ResultsStoryProps } from './components/results-story';
