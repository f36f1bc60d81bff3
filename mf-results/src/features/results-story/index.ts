export { ResultsStory } from './components/results-story';
